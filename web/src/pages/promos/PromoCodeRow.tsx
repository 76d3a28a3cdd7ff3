// One promo code in its owner's list: what it takes off, its rules, how often it was used, and the
// button that deletes it (or deactivates it once orders used it).
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Flex } from "@chakra-ui/react/flex";
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import type { PromoCodeRow_code$key } from "../../__generated__/PromoCodeRow_code.graphql";
import { formatCents } from "../../components/money";
import { notify } from "../../toaster/toaster";
import { useDeletePromoCode } from "./usePromoCodeMutations";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" });

export function PromoCodeRow({ code: key, connectionId }: { code: PromoCodeRow_code$key; connectionId: string }) {
  const code = useFragment(
    graphql`
      fragment PromoCodeRow_code on PromoCode {
        id
        code
        kind
        percentOff
        amountOffCents
        minSubtotalCents
        startsAt
        endsAt
        maxRedemptions
        perCustomerLimit
        firstOrderOnly
        active
        redemptionCount
      }
    `,
    key,
  );
  const [commitDelete, deleting] = useDeletePromoCode();
  const off =
    code.kind === "PERCENT"
      ? `${code.percentOff}% off`
      : code.kind === "AMOUNT"
        ? `${formatCents(code.amountOffCents ?? 0)} off`
        : "Free delivery";
  const rules = [
    code.minSubtotalCents != null && `orders of ${formatCents(code.minSubtotalCents)} or more`,
    code.firstOrderOnly && "first order only",
    code.perCustomerLimit != null && `${code.perCustomerLimit} per customer`,
    code.startsAt && `from ${day(code.startsAt)}`,
    code.endsAt && `until ${day(code.endsAt)}`,
  ].filter(Boolean);
  const remove = () =>
    commitDelete({
      variables: { input: { id: code.id }, connections: [connectionId] },
      failure: { title: "Error", fallback: "Something went wrong" },
      onSuccess: (r) =>
        notify({
          type: "success",
          title: r.deactivated ? `${code.code} deactivated` : `${code.code} deleted`,
          description: r.deactivated ? "Orders used it, so it is kept for their receipts." : undefined,
        }),
    });
  return (
    <Card.Root variant="outline" data-testid="promo-code">
      <Card.Body>
        <Flex
          gap="3"
          justify="space-between"
          align={{ base: "start", sm: "center" }}
          direction={{ base: "column", sm: "row" }}
        >
          <Box>
            <HStack gap="2">
              <Text fontWeight="bold" fontFamily="mono">
                {code.code}
              </Text>
              <Badge colorPalette={code.active ? "green" : "gray"}>{code.active ? "Active" : "Inactive"}</Badge>
            </HStack>
            <Text>{off}</Text>
            {rules.length > 0 && (
              <Text fontSize="sm" color="fg.muted">
                {rules.join(", ")}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted">
              Used {code.redemptionCount}
              {code.maxRedemptions != null ? ` of ${code.maxRedemptions}` : ""} times
            </Text>
          </Box>
          {code.active && (
            <Button size="sm" variant="outline" colorPalette="red" loading={deleting} onClick={remove}>
              Delete
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
