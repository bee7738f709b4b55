// why a share link does not open (src/share/link.ts), as the share page says it; `format` is a link format number
export const shareLink = {
  notOurs: 'This is not a Panel Designer share link: its fragment should start with {{prefix}}.',
  newer: 'This link was made by a newer version of Panel Designer (link format v{{format}}); this one opens link formats up to v{{newest}}. Update Panel Designer to open it.',
  noFormat: 'This is not a Panel Designer share link: there is no link format v{{format}}.',
  badCharacters: 'This link is damaged: its data has characters a share link never contains (it should be base64url letters, digits, - and _).',
  cutShort: 'This link is damaged or cut short: its data does not decompress. Ask for the link again, or for the .json file.',
  empty: 'This link is empty: it has no design after #v{{format}}/.',
  tooLarge: 'This link unpacks to more than {{megabytes}} MB, more than any design needs; it was refused.',
  notJson: 'This link is damaged: it decompresses, but not to a design (it is not JSON text).',
  tooDeep: 'This link does not hold a valid design: a text in it is nested too deeply to show.',
  notDesign: 'This link does not hold a valid design. {{reason}}',
};
