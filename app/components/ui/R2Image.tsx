import type { ImgHTMLAttributes } from "react";
import { imageUrl } from "~/utils/images";

/** Intrinsic sizes of the image slots (stored images are generated or uploaded at these ratios). */
export const IMAGE_SLOTS = {
  banner: { width: 1600, height: 600 },
  photo: { width: 1200, height: 800 },
  logo: { width: 400, height: 200 },
} as const;

export type ImageSlot = keyof typeof IMAGE_SLOTS;

/**
 * An image from R2 with its intrinsic width and height set, so the page never shifts while it
 * loads, and lazy loading unless it is above the fold (`priority`).
 */
export function R2Image({
  objectKey,
  slot,
  alt,
  priority = false,
  className,
  ...rest
}: {
  objectKey: string;
  slot: ImageSlot;
  alt: string;
  priority?: boolean;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height">) {
  const { width, height } = IMAGE_SLOTS[slot];
  // React 18 does not know fetchPriority yet; the lower-case attribute passes through unchanged.
  const priorityHint = priority ? ({ fetchpriority: "high" } as Record<string, string>) : {};
  return (
    <img
      {...rest}
      className={className}
      src={imageUrl(objectKey)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      {...priorityHint}
    />
  );
}
