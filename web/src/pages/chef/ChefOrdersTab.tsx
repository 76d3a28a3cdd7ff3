// The Orders tab. The live queue (confirm, prepare, ready, decline with refund) arrives with the
// orders domain; until then, the spec's empty state.
import { Text } from "@chakra-ui/react/text";
import { VStack } from "@chakra-ui/react/stack";
import { LuReceipt } from "react-icons/lu";

export function ChefOrdersTab() {
  return (
    <VStack py="12" gap="2" textAlign="center" color="fg.muted">
      <LuReceipt size="40" aria-hidden />
      <Text fontWeight="semibold" color="fg">No orders yet</Text>
      <Text>Orders will appear here once customers start ordering your delicious food!</Text>
    </VStack>
  );
}
