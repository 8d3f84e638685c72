import { i18n } from './i18n';
import { resources } from './resources';

/** Unit tests render in either language without waiting: both languages' texts are in i18n before each file. */
for (const [language, namespaces] of Object.entries(resources)) {
  for (const [namespace, texts] of Object.entries(namespaces)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}
