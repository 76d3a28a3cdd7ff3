// A dish's photo, or a warm placeholder when it has none or it fails to load (no outside image hosts).
// A dish's own photo comes in the server's WebP renditions (ResponsiveImage); a recipe's is an address.
import { Box } from "@chakra-ui/react/box";
import { Center } from "@chakra-ui/react/center";
import { Image } from "@chakra-ui/react/image";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { LuUtensilsCrossed } from "react-icons/lu";
import type { DishImage_image$key } from "../../__generated__/DishImage_image.graphql";
import { ResponsiveImage } from "../../components/ResponsiveImage";

/** A menu card's width: one column inside the container's padding on a phone, two from 30em, four
 * (at most 260 px) in the 6xl container from 62em. */
export const CARD_IMAGE_SIZES = "(min-width: 62em) 260px, (min-width: 30em) calc(50vw - 2rem), calc(100vw - 2rem)";

type Props = {
  alt: string;
  height?: string;
  /** The dish's photo in renditions; takes the place of src. */
  image?: DishImage_image$key | null;
  /** An image address without renditions (a recipe's photo). */
  src?: string | null;
  sizes?: string;
  /** The largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
};

export function DishImage({ image: key, src, alt, height = "44", sizes = CARD_IMAGE_SIZES, priority = false }: Props) {
  const image = useFragment(
    graphql`
      fragment DishImage_image on ResponsiveImage {
        ...ResponsiveImage_image
      }
    `,
    key ?? null,
  );
  const [failed, setFailed] = useState(false);
  if ((!image && !src) || failed) {
    return (
      <Center
        h={height}
        bgGradient="to-br"
        gradientFrom="brand.100"
        gradientTo="orange.200"
        color="brand.600"
        role="img"
        aria-label={alt}
      >
        <LuUtensilsCrossed size="40" aria-hidden />
      </Center>
    );
  }
  const fill = { w: "full", h: "full", objectFit: "cover", onError: () => setFailed(true) } as const;
  return (
    <Box h={height} overflow="hidden" bg="bg.muted">
      {image ? (
        <ResponsiveImage image={image} alt={alt} sizes={sizes} priority={priority} {...fill} />
      ) : (
        <Image src={src!} alt={alt} loading={priority ? "eager" : "lazy"} {...fill} />
      )}
    </Box>
  );
}
