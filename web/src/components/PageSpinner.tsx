import { Center } from "@chakra-ui/react/center";
import { Spinner } from "@chakra-ui/react/spinner";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";

/** The spec's loading texts of the pages that name one; every other page says 'Loading...'. */
const LOADING_TEXT: Record<string, string> = {
  "/platform-settings": "Loading platform settings...",
  "/admin/applications": "Loading applications...",
};

/** The loading text for a path. */
export const loadingText = (pathname?: string) => (pathname && LOADING_TEXT[pathname]) || "Loading...";

/** The spec's spinner while authentication (or a page) is loading: centered in the page, with its text. */
export function PageSpinner({ text = "Loading..." }: { text?: string }) {
  return (
    <Center minH="60vh" role="status" aria-busy="true" data-testid="page-spinner">
      <Stack align="center" gap="3">
        <Spinner size="xl" color="brand.solid" borderWidth="4px" />
        <Text color="fg.muted">{text}</Text>
      </Stack>
    </Center>
  );
}
