// An <img> that offers the WebP sizes of a shipped photograph (lib/images)
// through <picture>, so a phone downloads the 480 px copy and a desktop
// the 960 px one; browsers without WebP take the JPEG in src. Other URLs
// render as a plain <img>, with the srcset of its sizes when it is an
// admin's upload. When the picture fails to load and a
// fallbackSrc is given, a plain <img> of the fallback replaces it.
import { useState, type ImgHTMLAttributes } from "react";
import { uploadSrcSet, webpSrcSet } from "@/shared/lib/images";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet"> & {
  src: string;
  /** The `sizes` attribute: how wide the image shows at each viewport. */
  sizes: string;
  /** Widths of the WebP copies; the hero has a 1600 px one as well. */
  widths?: readonly number[];
  fallbackSrc?: string;
};

export function ResponsiveImage({ src, sizes, widths, fallbackSrc, onError, alt = "", ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (fallbackSrc && failedSrc === src) return <img src={fallbackSrc} alt={alt} {...rest} />;
  const srcSet = webpSrcSet(src, widths);
  const uploaded = uploadSrcSet(src);
  const img = (
    <img
      src={src}
      {...(uploaded ? { srcSet: uploaded, sizes } : {})}
      alt={alt}
      onError={(e) => {
        if (fallbackSrc && src !== fallbackSrc) setFailedSrc(src);
        onError?.(e);
      }}
      {...rest}
    />
  );
  if (!srcSet) return img;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={srcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
