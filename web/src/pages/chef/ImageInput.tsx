// An image chosen by upload or by URL (companion spec §2: logo, banner and dish images). Uploads go
// to POST /api/uploads (the one fetch beside Relay: a file upload), which answers the served address.
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Image } from "@chakra-ui/react/image";
import { Input } from "@chakra-ui/react/input";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useRef, useState } from "react";
import { LuImageOff, LuLink, LuUpload } from "react-icons/lu";
import { notify } from "../../toaster/toaster";

const MAX_BYTES = 5 * 1024 * 1024;
const names = { logo: "logo", banner: "banner", food: "image" } as const;

export function ImageInput({
  kind,
  value,
  onChange,
  label,
}: {
  kind: "logo" | "banner" | "food";
  value: string;
  onChange: (url: string) => void;
  label: string;
}) {
  const [mode, setMode] = useState<"upload" | "url">(value && !value.startsWith("/uploads/") ? "url" : "upload");
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    if (!file.type.startsWith("image/")) {
      notify({
        type: "error",
        title: "Invalid file type",
        description: "Please select an image file (JPG, PNG, etc.)",
      });
      return;
    }
    if (file.size > MAX_BYTES) {
      notify({ type: "error", title: "File too large", description: "Please select an image smaller than 5MB" });
      return;
    }
    const fallback = `Failed to upload ${names[kind]}. Please try again.`;
    setUploading(true);
    try {
      const form = new FormData();
      form.set("kind", kind);
      form.set("file", file);
      const res = await fetch("/api/uploads", { method: "POST", body: form, credentials: "same-origin" });
      if (!res.ok) {
        const message = await res.text();
        notify({
          type: "error",
          title: "Upload Failed",
          description: res.status < 500 && message ? message : fallback,
        });
        return;
      }
      const { url } = (await res.json()) as { url: string };
      onChange(url);
      notify({
        type: "success",
        title: `${names[kind][0]!.toUpperCase()}${names[kind].slice(1)} uploaded successfully`,
      });
    } catch {
      notify({ type: "error", title: "Upload Failed", description: fallback });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return (
    <Stack gap="2">
      <HStack gap="2">
        <Button size="xs" variant={mode === "upload" ? "solid" : "outline"} onClick={() => setMode("upload")}>
          <LuUpload aria-hidden /> Upload
        </Button>
        <Button size="xs" variant={mode === "url" ? "solid" : "outline"} onClick={() => setMode("url")}>
          <LuLink aria-hidden /> URL
        </Button>
      </HStack>
      {mode === "upload" ? (
        <Input
          ref={fileInput}
          type="file"
          accept="image/*"
          aria-label={`${label} file`}
          disabled={uploading}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
          p="1"
        />
      ) : (
        <Input
          aria-label={`${label} URL`}
          placeholder="https://..."
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {uploading && (
        <Text fontSize="sm" color="fg.muted">
          Uploading...
        </Text>
      )}
      {value && <ImagePreview src={value} alt={label} kind={kind} />}
    </Stack>
  );
}

/** An image that falls back to a placeholder when it fails to load. */
function ImagePreview({
  src,
  alt,
  kind,
}: {
  src: string | null | undefined;
  alt: string;
  kind: "logo" | "banner" | "food";
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const size =
    kind === "logo" ? { w: "24", h: "24" } : kind === "banner" ? { w: "full", h: "24" } : { w: "full", h: "40" };
  if (!src || failedSrc === src)
    return (
      <Box
        {...size}
        bg="bg.muted"
        borderRadius="md"
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="fg.muted"
        data-testid="image-placeholder"
      >
        <LuImageOff aria-label="No image" />
      </Box>
    );
  return <Image src={src} alt={alt} {...size} objectFit="cover" borderRadius="md" onError={() => setFailedSrc(src)} />;
}
