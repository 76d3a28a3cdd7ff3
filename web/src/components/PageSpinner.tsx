import { Center } from "@chakra-ui/react/center";
import { Spinner } from "@chakra-ui/react/spinner";

/** The spec's spinner while authentication (or a page) is loading: centered in the page. */
export function PageSpinner() {
  return (
    <Center minH="60vh" role="status" aria-label="Loading">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" />
    </Center>
  );
}
