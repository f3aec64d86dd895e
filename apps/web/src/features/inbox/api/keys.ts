/** Query keys, apart from the calls so the start-up bundle can name them without the contract schemas. */
export const unreadKey = ['inbox', 'unread'] as const;
export const messagesKey = ['inbox', 'messages'] as const;
