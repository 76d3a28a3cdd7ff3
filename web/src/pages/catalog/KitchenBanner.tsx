// A kitchen's banner with its logo over the lower left corner, on restaurant cards and the kitchen's
// menu; a warm band when the cook has not set a banner. Both come in the server's WebP renditions.
import { Box } from "@chakra-ui/react/box";
import { graphql, useFragment } from "react-relay/hooks";
import type { KitchenBanner_profile$key } from "../../__generated__/KitchenBanner_profile.graphql";
import { ResponsiveImage } from "../../components/ResponsiveImage";

type Props = {
  profile: KitchenBanner_profile$key;
  /** The width the banner is drawn at (the <img> sizes attribute). */
  sizes: string;
  /** The logo's side in pixels. */
  logoSize?: number;
  /** The largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
};

export function KitchenBanner({ profile: key, sizes, logoSize = 64, priority = false }: Props) {
  const profile = useFragment(
    graphql`
      fragment KitchenBanner_profile on RestaurantProfile {
        restaurantName
        banner {
          ...ResponsiveImage_image
        }
        logo {
          ...ResponsiveImage_image
        }
      }
    `,
    key,
  );
  return (
    <Box position="relative" mb={`${logoSize / 2}px`}>
      <Box aspectRatio={3} overflow="hidden" bgGradient="to-r" gradientFrom="brand.100" gradientTo="orange.200">
        {profile.banner && (
          <ResponsiveImage
            image={profile.banner}
            alt=""
            sizes={sizes}
            priority={priority}
            w="full"
            h="full"
            objectFit="cover"
          />
        )}
      </Box>
      {profile.logo && (
        <Box
          position="absolute"
          left="4"
          bottom={`-${logoSize / 2}px`}
          boxSize={`${logoSize}px`}
          borderRadius="full"
          overflow="hidden"
          borderWidth="3px"
          borderColor="bg"
          bg="bg"
          shadow="md"
        >
          <ResponsiveImage
            image={profile.logo}
            alt={`${profile.restaurantName} logo`}
            sizes={`${logoSize}px`}
            w="full"
            h="full"
            objectFit="cover"
          />
        </Box>
      )}
    </Box>
  );
}
