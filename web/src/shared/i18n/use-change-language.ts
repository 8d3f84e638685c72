import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Language, searchForLanguage } from './language';
import { useLanguageStore } from './language-store';

/** Chooses a language: every screen re-renders, the preference is stored and the address follows. */
export function useChangeLanguage(): (language: Language) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (language: Language) => {
      useLanguageStore.getState().setLanguage(language, { remember: true });
      navigate(
        { pathname: location.pathname, search: searchForLanguage(location.search, language), hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, location],
  );
}
