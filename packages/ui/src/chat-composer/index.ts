export { ChatComposer, type ChatComposerProps } from './chat-composer';
