/**
 * The questions of one message, in order: "Do you work with salons, and how long does setup
 * take?" is two. Split at sentence ends, and at "and", "also", "et", "aussi" … when a new
 * question starts after it (a question word or an auxiliary), so "salons and spas" stays one;
 * "and also" / "et aussi" always starts another request ("a chatbot and also something for reviews").
 * Parts of fewer than two words ("Hi!", "Thanks.") are left out.
 */
const QUESTION_START =
  "(?:how|what|what's|whats|which|who|where|when|why|do|does|did|can|could|is|are|will|would|should|any|is there|are there|est-ce|combien|quel|quelle|quels|quelles|comment|où|pouvez|avez|faites|offrez|travaillez|aidez|vous|il faut|y a-t-il|ça|ca|c'est|c’est)";
const SPLIT = new RegExp(
  `\\s*\\n+\\s*(?:[-*•]\\s+)?|(?<=[?!.;])\\s+|\\s+\\+\\s+|\\s*\\b\\d[).]\\s+|,\\s+(?=(?:how|what|when|where|can|could|do|does|is|are|will|combien|quand|comment|est-ce|pouvez|c'est|c’est|vous|avez|faites|offrez|y a-t-il)(?![\\w-]))|\\s*,?\\s+(?:and also|as well as|et aussi|ainsi que)[:,]?\\s+|\\s*,?\\s+(?:and|also|plus|but|et|aussi|mais|pis|puis)\\s+(?=${QUESTION_START}\\b)|\\s*,?\\s+pis\\s+`,
  'i',
);

const GREETING_WORD = /^(hi|hello|hey|bonjour|salut|allo|ok|okay|thanks|merci)\b/i;

export function splitQuestions(text: string): string[] {
  return text
    .split(SPLIT)
    .map((part) => part.trim())
    .filter((part) => {
      const words = part.split(/\s+/).filter((w) => /\p{L}/u.test(w));
      // "… and google reviews. price?": a one-word question counts; "Hi!" does not.
      return (
        words.length >= 2 || (words.length === 1 && !GREETING_WORD.test(part) && !/^(also|and|et|aussi|but|mais|so|ok)\W*$/i.test(part))
      );
    });
}
