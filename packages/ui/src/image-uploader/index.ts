export {
  defaultImageUploaderStrings,
  ImageUploader,
  type ImageUploaderProps,
  type ImageUploaderStrings,
  type UploadImage,
} from './image-uploader';
export { type ImageRejection, validateImages } from './validate-images';
