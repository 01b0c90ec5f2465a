<?php
/**
 * A kind of mail the plugin writes.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail\Kinds;

use ImmoWizards\Mail\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Each mail describes itself once, as a request type does: its name (the template Outbox::queue()
 * renders and the kind stored with the outbox row), its label, how it renders, the texts the agency
 * may word itself with their placeholders, a sample for the settings' preview, and how a row whose
 * body cannot be decrypted any more is rendered again. Registered in Plugin::mail_kinds().
 */
interface Mail_Kind {

	/**
	 * Name of the template and of the outbox rows' kind (confirmation, agency_notification, …).
	 */
	public function name(): string;

	/**
	 * Translated name of the kind (the mail log, a request's mail history).
	 */
	public function label(): string;

	/**
	 * Translated name of the mail on the settings screen (its preview and its texts).
	 */
	public function preview_label(): string;

	/**
	 * Renders the mail (inside Mailer::in_locale(): the strings come in the recipient's language).
	 *
	 * @param Templates    $templates The mails' layout, buttons and the agency's texts.
	 * @param array<mixed> $args      The kind's arguments, in order.
	 * @return array{subject:string,html:string,text:string}
	 */
	public function render( Templates $templates, array $args ): array;

	/**
	 * The texts the agency may word itself (setting `mail_texts`): label by key; empty for none.
	 *
	 * @return array<string,string>
	 */
	public function texts(): array;

	/**
	 * Placeholders its texts may use (without braces).
	 *
	 * @return string[]
	 */
	public function placeholders(): array;

	/**
	 * Arguments for render() with sample data (the settings' preview; nothing is stored or sent).
	 *
	 * @return array<mixed>
	 */
	public function sample(): array;

	/**
	 * Whether the mail of an outbox row is no longer wanted (its request is gone or no longer waits).
	 *
	 * @param object $row Outbox row (kind, request_id, locale, recipient).
	 */
	public function obsolete( object $row ): bool;

	/**
	 * Arguments to render the mail of an outbox row again (its body cannot be decrypted any more),
	 * null when the row does not hold what the mail was made of.
	 *
	 * @param object $row Outbox row (kind, request_id, locale, recipient).
	 * @return array<mixed>|null
	 */
	public function rebuild( object $row ): ?array;
}
