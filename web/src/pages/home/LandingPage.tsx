// What a visitor sees at /: the spec's marketing copy, the counters with the platform's real figures
// (counted on the server), and the ways in.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Heading } from "@chakra-ui/react/heading";
import { Link } from "@chakra-ui/react/link";
import { List } from "@chakra-ui/react/list";
import { HStack, Stack, VStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import type { IconType } from "react-icons";
import { LuCar, LuChefHat, LuCircleCheck, LuMapPin, LuShieldCheck, LuStar, LuThumbsUp, LuUsers } from "react-icons/lu";
import { Suspense, useSyncExternalStore } from "react";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay/hooks";
import { Link as RouterLink } from "react-router";
import type { LandingPageQuery } from "../../__generated__/LandingPageQuery.graphql";

const features: { icon: IconType; title: string; text: string }[] = [
  {
    icon: LuShieldCheck,
    title: "ID-Verified Chefs",
    text: "Every chef's identity and kitchen are checked before their first dish goes live.",
  },
  {
    icon: LuMapPin,
    title: "Real-Time Tracking",
    text: "Follow your order from the chef's kitchen to your door, live on the map.",
  },
  { icon: LuThumbsUp, title: "Quality Guarantee", text: "Not happy with a meal? We make it right." },
  {
    icon: LuUsers,
    title: "Community Reviews",
    text: "Honest ratings and reviews from neighbours who ordered before you.",
  },
];

export const landingPageQuery = graphql`
  query LandingPageQuery @preloadable {
    platformFigures {
      customers
      approvedKitchens
      ordersLast30Days
      averageRating
    }
  }
`;

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** The counters' labels, and a placeholder of the same size while the figures load. */
const LABELS = ["Happy Customers", "Home Chefs", "Monthly Orders", "Average Rating"];
const placeholder = LABELS.map((label) => ({ value: "–", label, star: false }));

/**
 * `figuresRef`: the counters' query, started by the route (routes.tsx). The page is prerendered at
 * build without it, so its markup holds the placeholders, and the figures arrive in the browser.
 */
export default function LandingPage({ figuresRef }: { figuresRef?: PreloadedQuery<LandingPageQuery> }) {
  // The prerendered markup holds the placeholders, so hydration draws them too; the figures follow.
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  const counters =
    figuresRef && hydrated ? (
      <Suspense fallback={<Counters counters={placeholder} />}>
        <PlatformCounters queryRef={figuresRef} />
      </Suspense>
    ) : (
      <Counters counters={placeholder} />
    );
  return (
    <>
      <Box bgGradient="to-b" gradientFrom="brand.100" gradientTo="bg.canvas" pt={{ base: "12", md: "20" }} pb="12">
        <Container maxW="4xl" textAlign="center">
          <Badge size="lg" variant="subtle" mb="4">
            Home-cooked meals, delivered
          </Badge>
          <Heading as="h1" fontSize={{ base: "4xl", md: "6xl" }} lineHeight="1.1" mb="5">
            Real food from real kitchens in your neighbourhood
          </Heading>
          <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted" maxW="2xl" mx="auto" mb="8">
            Order dishes cooked by ID-verified home chefs near you, pay by card and follow your delivery in real time.
          </Text>
          <Stack direction={{ base: "column", sm: "row" }} justify="center" gap="3" mb="5">
            <Button asChild size="xl">
              <RouterLink to="/customer-signup">Start Ordering Now</RouterLink>
            </Button>
          </Stack>
          <Text color="fg.muted">
            Already have an account?{" "}
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to="/login">Log in here</RouterLink>
            </Link>
          </Text>
        </Container>
      </Box>

      <Container maxW="6xl" py="12">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {features.map(({ icon: Icon, title, text }) => (
            <VStack key={title} align="start" gap="2" p="5" bg="bg" borderRadius="xl" borderWidth="1px">
              <Flex boxSize="11" align="center" justify="center" borderRadius="full" bg="brand.subtle" color="brand.fg">
                <Icon size="22" aria-hidden />
              </Flex>
              <Heading as="h3" size="md">
                {title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {text}
              </Text>
            </VStack>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="brand.solid" color="brand.contrast" py="10">
        <Container maxW="5xl">{counters}</Container>
      </Box>

      <Container maxW="6xl" py="14">
        <Heading as="h2" size="2xl" textAlign="center" mb="8">
          Join the HomePlate community
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <JoinCard
            icon={LuChefHat}
            title="Cook for your neighbours"
            points={[
              "Keep 88% of your earnings",
              "Set your own menu, prices and hours",
              "Applications reviewed within 24 hours",
            ]}
            to="/chef-signup"
            action="Apply as Chef"
          />
          <JoinCard
            icon={LuCar}
            title="Deliver on your schedule"
            points={[
              "Keep 100% of your tips and 80% of every delivery fee",
              "Drive with your car, motorcycle or bike",
              "Background checks take 2-3 business days",
            ]}
            to="/driver-signup"
            action="Apply as Driver"
          />
        </SimpleGrid>
      </Container>

      <Box as="footer" borderTopWidth="1px" py="6">
        <Container maxW="6xl">
          <Flex
            direction={{ base: "column", sm: "row" }}
            gap="2"
            justify="space-between"
            color="fg.muted"
            fontSize="sm"
          >
            <Text>HomePlate: home-cooked meals from approved home chefs.</Text>
            <Flex gap="4">
              <Link asChild color="fg.muted">
                <RouterLink to="/accessibility">Accessibility</RouterLink>
              </Link>
              <Link asChild color="fg.muted">
                <RouterLink to="/privacy">Privacy Policy</RouterLink>
              </Link>
            </Flex>
          </Flex>
        </Container>
      </Box>
    </>
  );
}

function JoinCard({
  icon: Icon,
  title,
  points,
  to,
  action,
}: {
  icon: IconType;
  title: string;
  points: string[];
  to: string;
  action: string;
}) {
  return (
    <Card.Root variant="elevated" borderRadius="2xl">
      <Card.Body gap="4">
        <Flex boxSize="12" align="center" justify="center" borderRadius="full" bg="brand.subtle" color="brand.fg">
          <Icon size="24" aria-hidden />
        </Flex>
        <Card.Title fontSize="xl">{title}</Card.Title>
        <List.Root variant="plain" gap="2">
          {points.map((point) => (
            <List.Item key={point} alignItems="center">
              <List.Indicator asChild color="green.600">
                <LuCircleCheck />
              </List.Indicator>
              {point}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline" width="full">
          <RouterLink to={to}>{action}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function PlatformCounters({ queryRef }: { queryRef: PreloadedQuery<LandingPageQuery> }) {
  const { platformFigures: figures } = usePreloadedQuery<LandingPageQuery>(landingPageQuery, queryRef);
  return (
    <Counters
      counters={[
        { value: figures.customers.toLocaleString("en-US"), label: LABELS[0]!, star: false },
        { value: figures.approvedKitchens.toLocaleString("en-US"), label: LABELS[1]!, star: false },
        { value: figures.ordersLast30Days.toLocaleString("en-US"), label: LABELS[2]!, star: false },
        // Before the first review there is no rating to show.
        {
          value: figures.averageRating == null ? "–" : figures.averageRating.toFixed(1),
          label: LABELS[3]!,
          star: figures.averageRating != null,
        },
      ]}
    />
  );
}

function Counters({ counters }: { counters: { value: string; label: string; star: boolean }[] }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="6" textAlign="center">
      {counters.map(({ value, label, star }) => (
        <VStack key={label} gap="1">
          <HStack gap="1" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="bold">
            <Text as="span">{value}</Text>
            {star && <LuStar aria-hidden />}
          </HStack>
          <Text>{label}</Text>
        </VStack>
      ))}
    </SimpleGrid>
  );
}
