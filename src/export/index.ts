export { checkDesign, designProblems, designWarnings, type Checked, type Design, type Reaction, type ReactionAction } from './design';
export { exportableTree, exportableTreeOf, payloadFromText, setPanelPayload, setPanelValue, type Payload, type PayloadForm, type PayloadOptions } from './payload';
export { generateNodePlugin, NODE_MAIN } from './codegen-node';
export { generatePythonPlugin, PYTHON_MAIN } from './codegen-python';
export { generateNodeTypes, generateTypeScript, TS_FILE } from './codegen-ts';
export { generateNodeTest, NODE_TEST_FILE } from './codegen-test';
export { generateReadme } from './plugin-readme';
export { folderName, pluginFiles, type GeneratedFile } from './zip';
export { reactionMessages, sampleEvent } from './reactions';
