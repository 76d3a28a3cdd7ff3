import { Box } from "@chakra-ui/react/box";
import { Flex } from "@chakra-ui/react/flex";
import { Text } from "@chakra-ui/react/text";
import type { IconType } from "react-icons";
import { LuBookOpen, LuCar, LuChefHat, LuHouse, LuMapPin, LuNavigation } from "react-icons/lu";
import { NavLink } from "react-router";

const items: { label: string; to: string; icon: IconType }[] = [
  { label: "Home", to: "/", icon: LuHouse },
  { label: "Track", to: "/tracking", icon: LuMapPin },
  { label: "GPS", to: "/gps-features", icon: LuNavigation },
  { label: "Recipes", to: "/recipes", icon: LuBookOpen },
  { label: "Drive", to: "/driver", icon: LuCar },
  { label: "Cook", to: "/cook", icon: LuChefHat },
];

export function BottomNav() {
  return (
    <Box
      as="nav"
      aria-label="Main"
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      shadow="md"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex maxW="3xl" mx="auto" justify="space-around">
        {items.map(({ label, to, icon: Icon }) => (
          <NavLink key={to} to={to} end style={{ flex: 1 }}>
            {({ isActive }) => (
              <Flex
                direction="column"
                align="center"
                gap="0.5"
                py="2"
                color={isActive ? "brand.solid" : "fg.muted"}
                _hover={{ color: "brand.fg" }}
              >
                <Icon size="20" aria-hidden />
                <Text fontSize="xs" fontWeight={isActive ? "semibold" : "normal"}>
                  {label}
                </Text>
              </Flex>
            )}
          </NavLink>
        ))}
      </Flex>
    </Box>
  );
}
