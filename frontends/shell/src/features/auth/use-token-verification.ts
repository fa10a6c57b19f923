import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

interface Options<T> {
  verify(token: string): Promise<T>;
  onVerified(result: T): Promise<void> | void;
  onFailed?(error: Error): void;
}

/**
 * Verifies a magic-link token once per token (links are single use: a second call, such as
 * StrictMode's repeated effect, would fail). `retry` runs it again after a failure.
 */
export function useTokenVerification<T>(token: string | null, { verify, onVerified, onFailed }: Options<T>) {
  const mutation = useMutation({ mutationFn: verify, onSuccess: onVerified, onError: onFailed });
  const { mutate } = mutation;
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || startedFor.current === token) return;
    startedFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const retry = useCallback(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return { isError: mutation.isError, error: mutation.error, retry };
}
