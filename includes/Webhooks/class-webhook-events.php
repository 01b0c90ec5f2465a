<?php
/**
 * Where the webhook events come from.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Webhooks;

use ImmoWizards\Privacy\Contact_Eraser;
use ImmoWizards\Storage\Saved_Search_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Events: request.created after the submit pipeline's commit, request.confirmed after the confirmation's,
 * saved_search.updated whenever saved searches change (portal edits, activation on confirmation, the
 * alerts' deactivation), contact.deleted inside the erasure's transaction (WordPress's eraser, the
 * portal's account deletion, deleting the user): the deliveries of the erased requests go with it.
 */
final class Webhook_Events {

	/**
	 * Constructor.
	 *
	 * @param Webhook_Dispatcher  $dispatcher Queues deliveries.
	 * @param Webhook_Payloads    $payloads   Builds the data.
	 * @param Delivery_Repository $deliveries Deliveries (erasure).
	 */
	public function __construct( private Webhook_Dispatcher $dispatcher, private Webhook_Payloads $payloads, private Delivery_Repository $deliveries ) {
	}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'immo_wizards_request_submitted', fn ( $id ) => $this->request( 'request.created', (int) $id ) );
		add_action( 'immo_wizards_request_confirmed', fn ( $id ) => $this->request( 'request.confirmed', (int) $id ) );
		add_action( Saved_Search_Repository::CHANGED, fn ( $ids ) => $this->saved_searches( (array) $ids ) );
		add_action( Contact_Eraser::ERASING, fn ( $contact_id, $email, $request_ids ) => $this->contact_deleted( (int) $contact_id, (string) $email, (array) $request_ids ), 10, 3 );
	}

	/**
	 * A request event.
	 *
	 * @param string $event      Event name.
	 * @param int    $request_id Request id.
	 */
	private function request( string $event, int $request_id ): void {
		$about = $this->dispatcher->wanted( $event ) ? $this->payloads->request( $request_id ) : null;
		if ( null !== $about ) {
			$this->dispatcher->queue( $event, ...$about );
		}
	}

	/**
	 * The event saved_search.updated for each search that still exists.
	 *
	 * @param array<int|string> $ids Saved search ids.
	 */
	private function saved_searches( array $ids ): void {
		if ( ! $this->dispatcher->wanted( 'saved_search.updated' ) ) {
			return;
		}
		foreach ( array_unique( array_map( 'intval', $ids ) ) as $id ) {
			$about = $this->payloads->saved_search( $id );
			if ( null !== $about ) {
				$this->dispatcher->queue( 'saved_search.updated', ...$about );
			}
		}
	}

	/**
	 * The deliveries about the erased contact go (they hold the person's data); contact.deleted is
	 * queued in the same transaction.
	 *
	 * @param int    $contact_id  Contact id.
	 * @param string $email       The erased address.
	 * @param int[]  $request_ids Its requests.
	 */
	private function contact_deleted( int $contact_id, string $email, array $request_ids ): void {
		$data = $this->dispatcher->wanted( 'contact.deleted' ) ? $this->payloads->contact_deleted( $email, $request_ids ) : null;
		$this->deliveries->delete_for_contact( $contact_id );
		if ( null !== $data ) {
			$this->dispatcher->queue( 'contact.deleted', $data );
		}
	}
}
