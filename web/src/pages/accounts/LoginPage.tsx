import { login as loginRules } from "@api-domain/accounts/rules.ts";
import { Button } from "@chakra-ui/react/button";
import { Flex } from "@chakra-ui/react/flex";
import { Input } from "@chakra-ui/react/input";
import { Link } from "@chakra-ui/react/link";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useEffect, useState } from "react";
import { graphql } from "react-relay/hooks";
import { Link as RouterLink, useSearchParams } from "react-router";
import type { LoginPageMutation } from "../../__generated__/LoginPageMutation.graphql";
import { FormCard } from "../../components/FormCard";
import { FormField, PasswordInput, useZodForm } from "../../components/form";
import { useSessionChanged } from "../../components/session";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

/** The spec's post-login redirect. */
function homeOf(role: string) {
  if (role === "ADMIN") return "/admin";
  if (role === "COOK") return "/chef-management";
  if (role === "DRIVER") return "/driver-dashboard";
  return "/restaurants";
}

export default function LoginPage() {
  const sessionChanged = useSessionChanged();
  const [searchParams, setSearchParams] = useSearchParams();
  const [signedIn, setSignedIn] = useState(false);
  const form = useZodForm(loginRules, { email: "", password: "" });
  const [login, isInFlight] = useMutationResult<LoginPageMutation>(
    graphql`
      mutation LoginPageMutation($input: LoginInput!) {
        result: login(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on LoginPayload {
            user {
              role
            }
          }
        }
      }
    `,
    "LoginPayload",
  );

  // The recipe community's confirmation mail links here with ?message=community-confirmed.
  const confirmed = searchParams.get("message") === "community-confirmed";
  useEffect(() => {
    if (!confirmed) return;
    notify({
      type: "success",
      title: "Welcome to the community!",
      description: "Your membership is confirmed. Log in to share recipes.",
    });
    setSearchParams({}, { replace: true });
  }, [confirmed, setSearchParams]);

  const onSubmit = form.handleSubmit((input) =>
    login({
      variables: { input },
      failure: { title: "Login Failed", fallback: "Invalid email or password" },
      onSuccess: ({ user }) => {
        setSignedIn(true);
        setTimeout(() => void sessionChanged(homeOf(user.role)), 100);
      },
    }),
  );

  return (
    <FormCard
      title="Welcome back"
      description="Log in to order, cook or deliver with HomePlate."
      footer={
        <>
          <Text>Don't have an account?</Text>
          <Flex wrap="wrap" justify="center" columnGap="4" rowGap="1" whiteSpace="nowrap">
            <Link asChild color="brand.fg">
              <RouterLink to="/customer-signup">Sign up to order</RouterLink>
            </Link>
            <Link asChild color="brand.fg">
              <RouterLink to="/chef-signup">Become a chef</RouterLink>
            </Link>
            <Link asChild color="brand.fg">
              <RouterLink to="/driver-signup">Become a driver</RouterLink>
            </Link>
          </Flex>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField label="Email" error={form.errors.email}>
            <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.text("email")} />
          </FormField>
          <FormField label="Password" error={form.errors.password}>
            <PasswordInput autoComplete="current-password" placeholder="Your password" {...form.text("password")} />
          </FormField>
          <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.fg">
            <RouterLink to="/forgot-password">Forgot password?</RouterLink>
          </Link>
          <Button type="submit" size="lg" loading={isInFlight || signedIn} loadingText="Logging in...">
            Log In
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
