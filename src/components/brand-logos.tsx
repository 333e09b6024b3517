/*
 * The two logos at the size they are shown (spec §9: login 450×80 or 450×120, header 250×80),
 * used by the login page, the header and the settings preview alike.
 */

/** Login logo: the full width of the login card, at most 120 px high. */
export function LoginLogo({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      data-testid="login-logo"
      className="block h-auto max-h-[120px] w-full max-w-[450px] object-contain"
    />
  );
}

/** Header logo: 250×80 drawn at half size (125×40) in the 48 px header. */
export function HomeLogo({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} data-testid="home-logo" className="block h-10 w-[125px] object-contain" />;
}
