import { useEffect, useRef } from 'react';
import { type Api, useRemote } from '../../app/forms';
import { useLanguage } from '../wallet/data';

const loadQuestions = (api: Api) => api.guess.questions();

/**
 * The questions not started, guessing, cut off or waiting for their result, and the recently
 * settled ones, with their pools; read again in the new language when the user switches (the quiz
 * comes in the language of the request).
 */
export const useGuessQuestions = () => {
  const questions = useRemote(loadQuestions);
  useOnLanguageChange(questions.reload);
  return questions;
};

/** Runs `onChange` whenever the interface language changes (not on the first render). */
export const useOnLanguageChange = (onChange: () => void) => {
  const language = useLanguage();
  const seen = useRef(language);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (seen.current === language) return;
    seen.current = language;
    latest.current();
  }, [language]);
};

/**
 * Reads the questions again every `intervalMs` while `waiting` (a question's resolving time has
 * passed and its result is not in): its settlement pushes `balances` only to those who bet on it.
 */
export const usePollWhile = (waiting: boolean, reload: () => void, intervalMs = 10_000) => {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [waiting, intervalMs]);
};
