// /order-success?orderId={id}: where Stripe returns after a redirecting payment method. The route
// reads the order by its number (one the viewer may not see reads as none); the server then asks the
// provider whether the payment succeeded, and the customer follows the order.
import { Button } from "@chakra-ui/react/button";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Spinner } from "@chakra-ui/react/spinner";
import { Text } from "@chakra-ui/react/text";
import { useEffect, useRef, useState } from "react";
import { type PreloadedQuery, graphql, usePreloadedQuery } from "react-relay/hooks";
import { Link as RouterLink, useLoaderData, useNavigate, useSearchParams } from "react-router";
import type { OrderSuccessPageQuery } from "../../__generated__/OrderSuccessPageQuery.graphql";
import { notify } from "../../toaster/toaster";
import { useCompletePayment } from "./useCompletePayment";

export const orderSuccessPageQuery = graphql`
  query OrderSuccessPageQuery($databaseId: Int!) @preloadable {
    order(databaseId: $databaseId) {
      id
      databaseId
    }
  }
`;

export default function OrderSuccessPage() {
  const { order } = usePreloadedQuery<OrderSuccessPageQuery>(
    orderSuccessPageQuery,
    useLoaderData<PreloadedQuery<OrderSuccessPageQuery>>(),
  );
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const paymentIntentId = params.get("payment_intent");
  const [failed, setFailed] = useState(false);
  const [complete] = useCompletePayment();
  const orderId = order?.id ?? null;

  const started = useRef(false);
  useEffect(() => {
    if (started.current || !orderId) return;
    started.current = true;
    complete({
      variables: { input: { orderId, paymentIntentId } },
      failure: { title: "Payment Failed", fallback: "Something went wrong" },
      onSuccess: ({ order: paid }) => {
        notify({
          type: "success",
          title: "Order Placed Successfully!",
          description: "Your payment has been processed and your order is being prepared.",
        });
        navigate(`/tracking?orderId=${paid.databaseId}`, { replace: true });
      },
      onFailure: () => setFailed(true),
    });
  }, [complete, navigate, orderId, paymentIntentId]);

  if (!order)
    return (
      <Container maxW="md" py="16" textAlign="center">
        <Heading as="h1" size="xl">
          Order not found
        </Heading>
        <Text color="fg.muted" mt="2">
          There is no order of yours with this number. Your orders are in your order history.
        </Text>
        <Button asChild mt="6">
          <RouterLink to="/orders">View My Orders</RouterLink>
        </Button>
      </Container>
    );
  return (
    <Container maxW="md" py="16" textAlign="center">
      {failed ? (
        <>
          <Heading as="h1" size="xl">
            Payment not completed
          </Heading>
          <Text color="fg.muted" mt="2">
            Your order has not been paid. You can try again from checkout.
          </Text>
          <Button asChild mt="6">
            <RouterLink to="/checkout">Back to Checkout</RouterLink>
          </Button>
        </>
      ) : (
        <>
          <Spinner size="lg" />
          <Text mt="4">Confirming your payment for order #{order.databaseId}...</Text>
        </>
      )}
    </Container>
  );
}
