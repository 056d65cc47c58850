/**
 * Visitor analytics through the direct table calls (spec section 7). Placeholder until the
 * analytics work lands; callers use these functions and never talk to /rest/v1 themselves.
 * Every failure is only a console message.
 */
export interface ChatInteraction {
  conversationId: string;
  message: string;
  isBot: boolean;
  email?: string | null;
}

export async function logChatInteraction(_interaction: ChatInteraction): Promise<void> {}
