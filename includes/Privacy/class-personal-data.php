<?php
/**
 * Personal data: WordPress's exporter and eraser, and clean-up when a user is deleted.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Privacy;

use ImmoWizards\Storage\Consent_Repository;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Key_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Saved_Search_List;

defined( 'ABSPATH' ) || exit;

/**
 * A person's data in the plugin is their contact row (by e-mail) and everything linked to it:
 * requests, consents, saved searches, keys, mails and the portal user. Tools → Export/Erase Personal
 * Data finds it by e-mail; deleting a WordPress user deletes the contact linked to that user.
 */
final class Personal_Data {

	public const EXPORTER = 'immo-wizards';

	/**
	 * Constructor.
	 *
	 * @param Contact_Repository  $contacts Contacts.
	 * @param Request_Repository  $requests Requests.
	 * @param Consent_Repository  $consents Consents.
	 * @param Saved_Search_List   $searches The saved searches that count.
	 * @param Key_Repository      $keys     Keys.
	 * @param Contact_Eraser|null $eraser   The erasure (null: one over $contacts).
	 */
	public function __construct(
		private Contact_Repository $contacts,
		private Request_Repository $requests = new Request_Repository(),
		private Consent_Repository $consents = new Consent_Repository(),
		private Saved_Search_List $searches = new Saved_Search_List(),
		private Key_Repository $keys = new Key_Repository(),
		private ?Contact_Eraser $eraser = null
	) {
	}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'add_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'add_eraser' ) );
		add_action( 'delete_user', array( $this, 'delete_for_user' ) );
		add_action( 'wpmu_delete_user', array( $this, 'delete_for_user' ) );
	}

	/**
	 * Registers the exporter.
	 *
	 * @param array<string, array<string,mixed>> $exporters Exporters.
	 * @return array<string, array<string,mixed>>
	 */
	public function add_exporter( $exporters ): array {
		$exporters                   = (array) $exporters;
		$exporters[ self::EXPORTER ] = array(
			'exporter_friendly_name' => __( 'Immo Wizards requests', 'immo-wizards' ),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Registers the eraser.
	 *
	 * @param array<string, array<string,mixed>> $erasers Erasers.
	 * @return array<string, array<string,mixed>>
	 */
	public function add_eraser( $erasers ): array {
		$erasers                   = (array) $erasers;
		$erasers[ self::EXPORTER ] = array(
			'eraser_friendly_name' => __( 'Immo Wizards requests', 'immo-wizards' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * Exporter callback: the contact and its confirmed requests with their consents and saved searches
	 * (one page). Unconfirmed requests are left out: whoever typed this address may not be its owner,
	 * and the export goes to the owner.
	 *
	 * @param string $email E-mail address.
	 * @param int    $page  Page (1-based).
	 * @return array{data: array<int, array<string,mixed>>, done: bool}
	 */
	public function export( $email, $page = 1 ): array {
		$contact = $this->contacts->find_by_email( (string) $email );
		if ( ! $contact || (int) $page > 1 ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$id    = (int) $contact->id;
		$items = array();

		$fields = array( 'email' => __( 'E-mail', 'immo-wizards' ) );
		foreach ( Contact_Repository::FIELDS as $field ) {
			$fields[ $field ] = $field;
		}
		$data = array();
		foreach ( $fields as $column => $label ) {
			if ( '' !== (string) $contact->$column ) {
				$data[] = array(
					'name'  => $label,
					'value' => (string) $contact->$column,
				);
			}
		}
		$data[]  = array(
			'name'  => 'newsletter',
			'value' => $contact->newsletter ? (string) $contact->newsletter_at : '0',
		);
		$items[] = self::item( 'immo-wizards-contact', __( 'Immo Wizards contact', 'immo-wizards' ), 'contact-' . $id, $data );

		foreach ( $this->requests->confirmed_for_contact( $id ) as $row ) {
			$items[] = self::item(
				'immo-wizards-requests',
				__( 'Immo Wizards requests', 'immo-wizards' ),
				'request-' . $row->uuid,
				array(
					array( 'name' => 'uuid', 'value' => (string) $row->uuid ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'name' => 'type', 'value' => (string) $row->type ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'name' => 'status', 'value' => (string) $row->status ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'name' => 'created_at', 'value' => (string) $row->created_at ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'name' => 'confirmed_at', 'value' => (string) $row->confirmed_at ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'name' => 'payload', 'value' => (string) $row->payload ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
				)
			);
		}

		foreach ( $this->consents->confirmed_for_contact( $id ) as $row ) {
			$items[] = self::item(
				'immo-wizards-consents',
				__( 'Immo Wizards consents', 'immo-wizards' ),
				'consent-' . $row->id,
				array(
					array( 'name' => 'what', 'value' => (string) $row->what ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'name' => 'text_version', 'value' => (string) $row->text_version ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'name' => 'text', 'value' => (string) $row->text ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'name' => 'requested_at', 'value' => (string) $row->requested_at ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'name' => 'confirmed_at', 'value' => (string) $row->confirmed_at ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
				)
			);
		}

		// Saved searches of confirmed requests, and those made in the portal (no request: already verified).
		foreach ( $this->searches->all_for_contact( $id ) as $row ) {
			$items[] = self::item(
				'immo-wizards-saved-searches',
				__( 'Immo Wizards saved searches', 'immo-wizards' ),
				'saved-search-' . $row->uuid,
				array(
					array( 'name' => 'uuid', 'value' => (string) $row->uuid ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'name' => 'active', 'value' => (string) $row->active ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'name' => 'payload', 'value' => (string) $row->payload ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
				)
			);
		}

		return array(
			'data' => $items,
			'done' => true,
		);
	}

	/**
	 * Eraser callback: deletes the contact, everything linked to it, every mail of the address and the
	 * portal user account (or says why that was kept).
	 *
	 * @param string $email E-mail address.
	 * @param int    $page  Page (1-based).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase( $email, $page = 1 ): array {
		if ( (int) $page > 1 ) {
			return array(
				'items_removed'  => false,
				'items_retained' => false,
				'messages'       => array(),
				'done'           => true,
			);
		}
		return $this->eraser()->erase( (string) $email );
	}

	/**
	 * `delete_user`: deletes the contact data of the user being deleted (and keys issued to them).
	 *
	 * @param int $user_id User id.
	 */
	public function delete_for_user( $user_id ): void {
		$user_id = (int) $user_id;
		if ( $user_id <= 0 ) {
			return;
		}
		foreach ( $this->contacts->ids_for_user( $user_id ) as $contact_id ) {
			$this->delete_contact( $contact_id );
		}
		$this->keys->delete_for_user( $user_id );
	}

	/**
	 * Deletes a contact with its requests, consents, saved searches, keys and every mail of it.
	 *
	 * @param int $contact_id Contact id.
	 * @return bool Whether the contact existed.
	 */
	public function delete_contact( int $contact_id ): bool {
		return $this->eraser()->delete_contact( $contact_id );
	}

	/**
	 * The eraser.
	 */
	private function eraser(): Contact_Eraser {
		$this->eraser ??= new Contact_Eraser( $this->contacts, $this->requests );
		return $this->eraser;
	}

	/**
	 * One export item.
	 *
	 * @param string                                      $group_id    Group id.
	 * @param string                                      $group_label Group label.
	 * @param string                                      $item_id     Item id.
	 * @param array<int, array{name:string,value:string}> $data        Name/value pairs.
	 * @return array<string,mixed>
	 */
	private static function item( string $group_id, string $group_label, string $item_id, array $data ): array {
		return array(
			'group_id'    => $group_id,
			'group_label' => $group_label,
			'item_id'     => $item_id,
			'data'        => $data,
		);
	}
}
