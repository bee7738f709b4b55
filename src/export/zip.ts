import { generateNodePlugin, NODE_MAIN } from './codegen-node';
import { generatePythonPlugin, PYTHON_MAIN } from './codegen-python';
import { generateNodeTest, NODE_TEST_FILE } from './codegen-test';
import { generateTypeScript, TS_FILE } from './codegen-ts';
import { checkDesign, type Checked, type Design } from './design';
import { words } from './names';
import { generateReadme } from './plugin-readme';

export interface GeneratedFile {
  readonly path: string;
  /** Monaco language id, for showing the file. */
  readonly language: 'javascript' | 'python' | 'typescript' | 'markdown';
  readonly text: string;
}

/** Every file of the plugin folder with the design's warnings, or the reason the design cannot be exported. */
export function pluginFiles(design: Design): Checked<GeneratedFile[]> {
  const checked = checkDesign(design);
  if (!checked.ok) return checked;
  return {
    ok: true,
    ...(checked.warnings ? { warnings: checked.warnings } : {}),
    value: [
      { path: 'README.md', language: 'markdown', text: generateReadme(design) },
      { path: NODE_MAIN, language: 'javascript', text: generateNodePlugin(design) },
      { path: NODE_TEST_FILE, language: 'javascript', text: generateNodeTest(design) },
      { path: PYTHON_MAIN, language: 'python', text: generatePythonPlugin(design) },
      { path: TS_FILE, language: 'typescript', text: generateTypeScript(design) },
    ],
  };
}

/** The folder name inside the zip: the design name in ASCII kebab-case. */
export function folderName(design: Design): string {
  return words(design.name).join('-') || 'plugin';
}
