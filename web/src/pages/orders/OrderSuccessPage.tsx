// /order-success?orderId={id}: where Stripe returns after a redirecting payment method. The server
// asks the provider whether the payment succeeded, then the customer follows the order.
import { Button } from "@chakra-ui/react/button";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Spinner } from "@chakra-ui/react/spinner";
import { Text } from "@chakra-ui/react/text";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { notify } from "../../toaster/toaster";
import { useCompletePayment } from "./useCompletePayment";

export default function OrderSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = params.get("orderId") ?? "";
  const [failed, setFailed] = useState(false);
  const [complete] = useCompletePayment();

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The order's global id, as Relay's node ids are built (base64 of "Order:<id>").
    const id = /^[1-9]\d{0,9}$/.test(orderId) ? btoa(`Order:${orderId}`) : "";
    complete({
      variables: { input: { orderId: id, paymentIntentId: params.get("payment_intent") } },
      failure: { title: "Payment Failed", fallback: "Something went wrong" },
      onSuccess: ({ order }) => {
        notify({
          type: "success",
          title: "Order Placed Successfully!",
          description: "Your payment has been processed and your order is being prepared.",
        });
        navigate(`/tracking?orderId=${order.databaseId}`, { replace: true });
      },
      onFailure: () => setFailed(true),
    });
  }, [complete, navigate, orderId, params]);

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
          <Text mt="4">Confirming your payment...</Text>
        </>
      )}
    </Container>
  );
}
