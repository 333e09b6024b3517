// Tailwind v4 reads its theme from CSS (`@theme` in src/app/styles.css); this file names the
// content roots for editors and tools that still look for a config file.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
};
