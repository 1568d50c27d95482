export { ScriptNotice, type ScriptNoticeProps } from './ScriptNotice';
