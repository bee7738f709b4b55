// the Reference dock tab's own words; each node type's and prop's description comes from the schema, through the docs tables (src/i18n/docs/)
export const reference = {
  heading: 'Node reference',
  intro:
    "The {{count}} node types Agentty draws today: the 12 of the wire spec (API 1), `flow` and `popover` (added without a version bump), 11 added in API 4 (with the props API 4 gave older types) and `image` and `graph`, added in API 5. A design's target API (in the toolbar) refuses what is newer. Icons are the {{n}} names Agentty draws, from",
  introAfter: '; any other name draws its puzzle.',
  nullable: 'May be null (Agentty reads it as left out).',
  events: 'Events:',
  entryKeys: 'Keys of each entry of {{name}}',
};
