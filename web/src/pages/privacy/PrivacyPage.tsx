// The static privacy policy (companion spec, "Privacy page"), at /privacy and /privacy-policy.
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { List } from "@chakra-ui/react/list";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Section } from "./Section";

export default function PrivacyPage() {
  return (
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <Heading as="h1" size="3xl" mb="2">
        Privacy Policy
      </Heading>
      <Text color="fg.muted" mb="8">
        Last updated: January 1, 2025
      </Text>
      <Stack gap="8">
        <Text>
          HomePlate connects customers with home chefs and delivery drivers. This policy explains what information we
          collect when you use HomePlate, how we use and share it, and the choices you have.
        </Text>
        <Section title="1. Information We Collect">
          <Text>We collect the information you give us and information created when you use the service:</Text>
          <List.Root ps="5" gap="1">
            <List.Item>
              Account details: your name, email address, phone number, delivery address and password.
            </List.Item>
            <List.Item>
              Chef and driver applications: business details, specialties, vehicle, licence and insurance details, and
              the documents you upload for verification.
            </List.Item>
            <List.Item>Orders, reviews, recipes and comments you create.</List.Item>
            <List.Item>Location data while you track a delivery or share your location as a driver.</List.Item>
            <List.Item>Technical data such as your browser type and the pages you visit.</List.Item>
          </List.Root>
        </Section>
        <Section title="2. How We Use Your Information">
          <List.Root ps="5" gap="1">
            <List.Item>To create and manage your account and verify chefs and drivers.</List.Item>
            <List.Item>To take, prepare, deliver and track your orders.</List.Item>
            <List.Item>To send you order updates, notifications and, if you agree, offers.</List.Item>
            <List.Item>To keep the platform safe, prevent fraud and improve our service.</List.Item>
          </List.Root>
        </Section>
        <Section title="3. How We Share Information">
          <Text>
            We share only what is needed to complete your order: chefs see what you ordered, and drivers see the pickup
            and delivery addresses and the contact details needed to deliver it. We share information with service
            providers who work for us, and when the law requires it. We do not sell your personal information.
          </Text>
        </Section>
        <Section title="4. Payments">
          <Text>
            Card payments are processed by our card payment processor. Your card details go directly to the processor;
            HomePlate does not store your full card number.
          </Text>
        </Section>
        <Section title="5. Data Security">
          <Text>
            We protect your information with encryption in transit, hashed passwords and access controls. No system is
            perfectly secure, so please keep your password private.
          </Text>
        </Section>
        <Section title="6. Your Rights">
          <Text>
            You may access, correct or delete your personal information, and object to or limit some uses of it. Contact
            us to exercise these rights.
          </Text>
        </Section>
        <Section title="7. Cookies">
          <Text>
            We use a cookie to keep you signed in and to remember your preferences. You can block cookies in your
            browser, but you will not be able to sign in without them.
          </Text>
        </Section>
        <Section title="8. Age Requirement">
          <Text>
            HomePlate is for people aged 18 and over. We do not knowingly collect information from anyone younger.
          </Text>
        </Section>
        <Section title="9. Changes to This Policy">
          <Text>
            We may update this policy from time to time. When we do, we change the date at the top of this page and, for
            significant changes, let you know in the app or by email.
          </Text>
        </Section>
        <Section title="10. Contact Us">
          <Text>If you have questions about this policy or your information, contact us at privacy@homeplate.dev.</Text>
        </Section>
      </Stack>
    </Container>
  );
}
