/** The axe-core rule tags of WCAG 2.2 level AA (and the levels it includes). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
