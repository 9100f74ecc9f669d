export { Button } from './Button';
export type { ButtonProps } from './Button';
export { Notice } from './Notice';
export type { NoticeProps } from './Notice';
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden';
export { LiveRegion } from './LiveRegion';
export { SkipLink } from './SkipLink';
export type { SkipLinkProps } from './SkipLink';
export type { LiveRegionProps } from './LiveRegion';
export {
  AlertIcon,
  ArrowUpIcon,
  CartIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  FilterIcon,
  ICON_PATHS,
  iconMask,
  InfoIcon,
  PlusIcon,
  SpinnerIcon,
  TrashIcon,
} from './icons';
