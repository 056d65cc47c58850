import { Injectable } from '@nestjs/common';
import { KnowledgeBaseService } from '../knowledge/knowledge-base.service';
import type { ScoredPassage } from '../knowledge/passage';
import { excerpt, fold, terms } from '../knowledge/text';
import { DEMO_PATH, replies } from '../router/replies';
import type { ChatEngine, ChatTurn } from './chat-engine';

const INDUSTRY_TERMS = new Set(['healthcare', 'restaurant', 'salon', 'realestate', 'hr', 'sale', 'marketing', 'financial', 'clinic']);
const BUYING = /\b(demo|demonstration|buy|purchase|sign ?up|get started|start|interested|trial|quote|subscribe|work with you|hire you|reserver|acheter|interesse|essai|commencer)\b/;
/** Below this BM25 score the best passage is a coincidence, not an answer (calibrated on chat:eval). */
const MIN_SCORE = 4;
const MAX_PASSAGES = 2;
/** The best passage must match at least a third of what the visitor asked about. */
const MIN_COVERAGE = 0.3;

/** "How is my data kept secure? Your data is…" or "Smart Reminders: Text and e-mail…". */
const fact = (p: ScoredPassage) => `${p.title}${/[?!.:]$/.test(p.title) ? '' : ':'} ${excerpt(p.text, 320)}`;

/**
 * The default engine: no network. Answers are built only from retrieved passages, with a link
 * to the page each one came from; pricing questions get the FAQ's pricing fact and a demo offer,
 * never a number.
 */
@Injectable()
export class EmbeddedEngine implements ChatEngine {
  readonly name = 'embedded' as const;

  constructor(private readonly kb: KnowledgeBaseService) {}

  async reply(turn: ChatTurn): Promise<string> {
    const lang = turn.language;
    const queryTerms = new Set(terms(turn.text));
    const buying = BUYING.test(fold(turn.text));
    if (queryTerms.has('price')) return this.pricing(turn);
    if (turn.intent === 'industry-question' && ![...queryTerms].some((t) => INDUSTRY_TERMS.has(t))) return this.industries(turn);

    const chosen = this.confident(turn.passages);
    if (chosen.length === 0) {
      if (buying) return [replies.notFound(this.kb.contact, lang), replies.demoOffer(lang)].join('\n\n');
      return turn.passages.length === 0 ? replies.offTopic(lang) : replies.notFound(this.kb.contact, lang);
    }
    const lines = [replies.intro(lang), ...chosen.map(fact)];
    const paths = [...new Set(chosen.map((p) => p.path))];
    lines.push(paths.map((p) => replies.learnMore(this.kb.pageTitle(p), p, lang)).join('\n'));
    if (buying && !paths.includes(DEMO_PATH)) lines.push(replies.demoOffer(lang));
    return lines.join('\n\n');
  }

  /** The best passage, plus a runner-up that scores close to it and says something else. */
  private confident(passages: ScoredPassage[]): ScoredPassage[] {
    const top = passages[0];
    if (!top || top.score < MIN_SCORE || top.coverage < MIN_COVERAGE) return [];
    const picked = [top];
    for (const p of passages.slice(1)) {
      if (picked.length >= MAX_PASSAGES) break;
      if (p.score >= top.score * 0.6 && !picked.some((q) => q.text === p.text || q.title === p.title)) picked.push(p);
    }
    return picked;
  }

  private async pricing(turn: ChatTurn): Promise<string> {
    const lang = turn.language;
    const faq = (await this.kb.search('pricing subscription enterprise', 10)).find((p) => p.kind === 'faq');
    const lines = [replies.pricingLead(lang)];
    if (faq) lines.push(fact(faq), replies.learnMore(this.kb.pageTitle(faq.path), faq.path, lang));
    lines.push(replies.pricingDemo(lang));
    return lines.join('\n\n');
  }

  private industries(turn: ChatTurn): string {
    const lang = turn.language;
    const list = this.kb.industries.map((i) => `- [${i.title}](${i.path})`).join('\n');
    return [replies.industriesLead(lang), list, replies.industryNotListed(lang)].join('\n\n');
  }
}
