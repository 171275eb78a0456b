export {
  type AttachmentChoice,
  AttachmentInput,
  type AttachmentInputProps,
  type AttachmentLimits,
  attachmentProblem,
} from './attachment-input';
