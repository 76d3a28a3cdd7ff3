import { Button } from "@chakra-ui/react/button";

/** The 'Load more' button under a paginated list; nothing once the last page is shown. */
export function LoadMore({
  hasNext,
  isLoadingNext,
  loadNext,
  count,
}: {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
  count: number;
}) {
  if (!hasNext) return null;
  return (
    <Button variant="outline" alignSelf="center" loading={isLoadingNext} onClick={() => loadNext(count)}>
      Load more
    </Button>
  );
}
