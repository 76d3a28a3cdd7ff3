// The admin dashboard's Applications tab: the latest chef and driver applications and a way to review them.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import { LuClipboardList } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import type { AdminRecentApplications_query$key } from "../../__generated__/AdminRecentApplications_query.graphql";
import { StatusBadge } from "../../components/StatusBadge";

export function AdminRecentApplications({ query }: { query: AdminRecentApplications_query$key }) {
  const { chefApplications, driverApplications } = useFragment(
    graphql`
      fragment AdminRecentApplications_query on Query @argumentDefinitions(count: { type: "Int!" }) {
        chefApplications(first: $count) {
          edges {
            node {
              id
              businessName
              cuisine
              status
            }
          }
        }
        driverApplications(first: $count) {
          edges {
            node {
              id
              vehicleMake
              vehicleModel
              licenseNumber
              status
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root>
          <Card.Header>
            <Card.Title>Recent Chef Applications</Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              {chefApplications.edges.length === 0 && <Text color="fg.muted">No chef applications yet</Text>}
              {chefApplications.edges.map(({ node }) => (
                <HStack key={node.id} justify="space-between">
                  <div>
                    <Text fontWeight="medium">{node.businessName}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {node.cuisine ?? "Cuisine not given"}
                    </Text>
                  </div>
                  <StatusBadge of="application" status={node.status} />
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Card.Title>Recent Driver Applications</Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              {driverApplications.edges.length === 0 && <Text color="fg.muted">No driver applications yet</Text>}
              {driverApplications.edges.map(({ node }) => (
                <HStack key={node.id} justify="space-between">
                  <div>
                    <Text fontWeight="medium">
                      {node.vehicleMake} {node.vehicleModel}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      License: {node.licenseNumber}
                    </Text>
                  </div>
                  <StatusBadge of="application" status={node.status} />
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Button asChild alignSelf="start">
        <RouterLink to="/admin/applications">
          <LuClipboardList /> Review All Applications
        </RouterLink>
      </Button>
    </Stack>
  );
}
