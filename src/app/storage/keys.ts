// localStorage and sessionStorage keys shared by the app and the script in index.html that runs before it

/** Every key of Panel Designer starts so: a browser with none of them is on its first visit. */
export const STORAGE_PREFIX = 'panel-designer:';

/** The open document, mirrored so a reload starts at once, before IndexedDB answers. */
export const MIRROR_KEY = 'panel-designer:document';
/** The document used last in this browser: a new tab opens it. */
export const LAST_ID_KEY = 'panel-designer:current-id';
/** sessionStorage: the document of this tab, across its reloads. */
export const TAB_ID_KEY = 'panel-designer:tab-document';
/** A picture of the app as the last session left it, drawn by the next start before its code runs. */
export const KEPT_FRAME_KEY = 'panel-designer:kept-frame';
/** The designer's own colours, light or dark, as last switched (not the panel's theme, which the design keeps). */
export const APP_THEME_KEY = 'panel-designer:app-theme';
/** The note about the first visit's example design was dismissed. */
export const EXAMPLE_NOTE_KEY = 'panel-designer:example-note-dismissed';
/** The Build column's outline was folded away ('false'), leaving its height to the inspector. */
export const OUTLINE_OPEN_KEY = 'panel-designer:outline-open';
