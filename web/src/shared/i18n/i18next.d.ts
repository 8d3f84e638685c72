import 'i18next';
import type { Namespaces } from './namespaces';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Namespaces;
  }
}
