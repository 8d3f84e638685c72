import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGE_PARAM, languageFromSearch, searchForLanguage } from '@/shared/i18n/language';
import { requestedLanguage, useLanguageStore } from '@/shared/i18n/language-store';

/**
 * Keeps the address and the language in step on every navigation: a `lang` parameter in a visited address wins
 * (a shared link, the back button); otherwise a Chinese session keeps `?lang=zh` in the address. Choosing a
 * language (useChangeLanguage) updates both at once, so this only reacts to navigations.
 */
export function LanguageAddressSync() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { setLanguage } = useLanguageStore.getState();
    // Not the language shown: one chosen a moment ago may still be downloading its texts.
    const language = requestedLanguage();
    const fromAddress = languageFromSearch(location.search);
    if (fromAddress) {
      if (fromAddress !== language) setLanguage(fromAddress);
      return;
    }
    if (language === 'zh' && !new URLSearchParams(location.search).has(LANGUAGE_PARAM)) {
      navigate(
        { pathname: location.pathname, search: searchForLanguage(location.search, 'zh'), hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [location, navigate]);
  return null;
}
