import type { ContactMessageBody, Envelope } from '@roomtone/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/sendMessage`. */
export function useSendMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageBody) =>
      api.post<Envelope & { message: string }>('/api/sendMessage', body),
  });
}
