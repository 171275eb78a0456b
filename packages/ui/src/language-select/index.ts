export { type LanguageOption, LanguageSelect, type LanguageSelectProps } from './language-select';
