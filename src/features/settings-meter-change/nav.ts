/** This section's entry in the settings list: loaded with the list, without the section's code. */
export const titleKey = 'price:change.title';
