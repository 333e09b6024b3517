/*
 * The container pictures (spec §9: 720×320 and 180×160) at the size they are shown, used by the
 * storage page's container view (src/widgets/container-picture-card.tsx) and by the settings
 * preview alike.
 */

/** The 180×160 thumbnail at its own size. */
export function ContainerThumbnail({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={180}
      height={160}
      data-testid="container-thumbnail"
      className="block h-[160px] w-[180px] rounded object-cover"
    />
  );
}

/** The 720×320 picture at its own size (narrower screens scale it down, keeping its shape). */
export function ContainerPictureLarge({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={720}
      height={320}
      data-testid="container-picture"
      className="block aspect-[9/4] h-auto w-[720px] max-w-full rounded object-cover"
    />
  );
}
