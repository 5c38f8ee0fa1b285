/** The open help category and article, as the address holds them. */
export type HelpSelection = { category?: string; article?: string };
