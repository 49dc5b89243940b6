/** Window event carrying the reader's unread total (number) from an open chat to the header badge. */
export const CHAT_TOTAL_EVENT = 'vitrine:chat-total';
