// /accessibility: HomePlate's accessibility statement (WCAG 2.2 AA; the EU Accessibility Act's
// statement for e-commerce services): what we aim for, how it is checked, what is known not to meet
// it yet, and how to reach us.
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Link } from "@chakra-ui/react/link";
import { List } from "@chakra-ui/react/list";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Section } from "./Section";

export default function AccessibilityPage() {
  return (
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <Heading as="h1" size="3xl" mb="2">
        Accessibility Statement
      </Heading>
      <Text color="fg.muted" mb="8">
        Last reviewed: November 27, 2026
      </Text>
      <Stack gap="8">
        <Section title="Our commitment">
          <Text>
            Everyone should be able to order a meal, run a kitchen or deliver with HomePlate. We aim to meet the Web
            Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page of the web app, and we treat a barrier
            as a defect to fix.
          </Text>
        </Section>
        <Section title="What we do">
          <List.Root ps="5">
            <List.Item>Every page is checked with the axe engine in automated browser tests on each change.</List.Item>
            <List.Item>
              Checkout and order tracking can be used with the keyboard alone; focus is always visible, and moves to the
              page's heading when you go to another page.
            </List.Item>
            <List.Item>
              A delivery's progress is also given as text in a live region, so screen readers hear where the driver is
              without the map.
            </List.Item>
            <List.Item>Animations are switched off when your device asks for reduced motion.</List.Item>
            <List.Item>Colours meet the contrast ratios of WCAG 2.2 AA; nothing is said by colour alone.</List.Item>
          </List.Root>
        </Section>
        <Section title="Known limitations">
          <List.Root ps="5">
            <List.Item>
              The delivery map is a picture of the route; the same information is on the page as text, but the map
              itself cannot be explored with a screen reader.
            </List.Item>
            <List.Item>
              Photos that cooks upload carry the dish's name as their text alternative, not a description.
            </List.Item>
          </List.Root>
        </Section>
        <Section title="Tell us about a barrier">
          <Text>
            If something stops you from using HomePlate, write to{" "}
            <Link href="mailto:accessibility@homeplate.dev">accessibility@homeplate.dev</Link>. We answer within five
            working days and tell you how and when we will fix it.
          </Text>
        </Section>
      </Stack>
    </Container>
  );
}
