// Which Leichte Sprache topic (src/app/easyRead/content.ts, `easyReadTopics`) explains a help text of
// the wizard: the help dialog of a topic screen links to it. A module of its own, so the wizard's help
// does not load the Leichte Sprache texts.

/** The ids of `easyReadTopics`, in their order. */
export const easyReadTopicIds = ['rente', 'krankenversicherung', 'spenden', 'krankheitskosten', 'behinderung', 'haushaltshilfe', 'handwerker'] as const;
export type EasyReadTopicId = (typeof easyReadTopicIds)[number];

const byHelpTopic: Record<string, EasyReadTopicId> = {
  donations: 'spenden',
  medical: 'krankheitskosten',
  disability: 'behinderung',
  household: 'haushaltshilfe',
  craftsman: 'handwerker',
};

/**
 * The topics a help link (`help_link: "topic#element"` of the form models) belongs to. The known
 * data screen (`knownData<year>#overview`) shows the pension and the insurance contributions.
 */
export function easyReadTopicsForHelp(topic: string, element: string | undefined): EasyReadTopicId[] {
  if (topic === 'knownData' && element === 'insurance') return ['krankenversicherung'];
  if (/^knownData\d{4}$/.test(topic)) return element === 'pension' ? ['rente'] : ['rente', 'krankenversicherung'];
  const found = byHelpTopic[topic];
  return found ? [found] : [];
}
