<?php
/**
 * A kind of submission handled by the pipeline.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Each wizard's type describes itself once: its route, the body part it reads, that part's schema,
 * its label, detail rows and inbox columns; the pipeline does the rest. Types with records of their own also
 * implement Request_Effects.
 */
interface Request_Type {

	/**
	 * Type name stored with the request (lead, saved_search, expose_inquiry, message, newsletter).
	 */
	public function name(): string;

	/**
	 * Submit route below the plugin's namespace (e.g. `wizard/lead`). Types sharing a route are told
	 * apart by the body's `type`; the first registered is the default.
	 */
	public function route(): string;

	/**
	 * Key of the body part handed to normalize() and of the payload part it returns (e.g. `lead`), or
	 * null when the type reads nothing but the contact.
	 */
	public function body_key(): ?string;

	/**
	 * Schema properties of the body part (keyed by the body key; empty when there is none), built from
	 * the constants normalize() reads.
	 *
	 * @return array<string, array<string,mixed>>
	 */
	public function schema(): array;

	/**
	 * Translated name of one request of the type (the detail's heading, mails, the mail log, CSV).
	 */
	public function label(): string;

	/**
	 * The same name in the plural (the inbox's tabs, the dashboard widget, the settings).
	 */
	public function plural_label(): string;

	/**
	 * Human-readable [label, value] rows of a stored payload (plain text).
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 * @return array<int, array{0:string,1:string}>
	 */
	public function rows( array $payload ): array;

	/**
	 * Labels of the key fields the inbox lists for the type, by column id, in display order (the
	 * export's columns too).
	 *
	 * @return array<string,string>
	 */
	public function column_labels(): array;

	/**
	 * The key fields of a stored payload as plain text, by the column ids of column_labels().
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 * @return array<string,string>
	 */
	public function columns( array $payload ): array;

	/**
	 * Checks and normalises what the schema cannot say (sanitising, cross-field and configured
	 * rules); the result is stored as payload next to the contact.
	 *
	 * @param mixed               $data    The body part (null without a body key).
	 * @param array<string,mixed> $contact The normalised contact (for rules that depend on it).
	 * @return array<string, mixed>
	 * @throws Invalid_Request When a rule is broken.
	 */
	public function normalize( $data, array $contact ): array;
}
