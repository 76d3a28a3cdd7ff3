// A dish's photo, or a warm placeholder when it has none or it fails to load (no outside image hosts).
import { Box } from "@chakra-ui/react/box";
import { Center } from "@chakra-ui/react/center";
import { Image } from "@chakra-ui/react/image";
import { useState } from "react";
import { LuUtensilsCrossed } from "react-icons/lu";

export function DishImage({ src, alt, height = "44" }: { src: string | null | undefined; alt: string; height?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Center h={height} bgGradient="to-br" gradientFrom="brand.100" gradientTo="orange.200" color="brand.600" role="img" aria-label={alt}>
        <LuUtensilsCrossed size="40" aria-hidden />
      </Center>
    );
  }
  return (
    <Box h={height} overflow="hidden" bg="bg.muted">
      <Image src={src} alt={alt} w="full" h="full" objectFit="cover" loading="lazy" onError={() => setFailed(true)} />
    </Box>
  );
}
