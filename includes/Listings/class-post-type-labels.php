<?php
/**
 * What wp-admin calls the listing post type.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Listings;

defined( 'ABSPATH' ) || exit;

/**
 * Every label core knows for a post type (WP_Post_Type::get_default_labels()), so no screen falls
 * back to core's "post" wording ("Add New Post"); and the list's notices after bulk actions.
 */
final class Post_Type_Labels {

	/**
	 * The labels for register_post_type().
	 *
	 * @return array<string,string>
	 */
	public static function labels(): array {
		return array(
			'name'                     => __( 'Properties', 'immo-wizards' ),
			'singular_name'            => __( 'Property', 'immo-wizards' ),
			'add_new'                  => __( 'Add property', 'immo-wizards' ),
			'add_new_item'             => __( 'Add new property', 'immo-wizards' ),
			'edit_item'                => __( 'Edit property', 'immo-wizards' ),
			'new_item'                 => __( 'New property', 'immo-wizards' ),
			'view_item'                => __( 'View property', 'immo-wizards' ),
			'view_items'               => __( 'View properties', 'immo-wizards' ),
			'search_items'             => __( 'Search properties', 'immo-wizards' ),
			'not_found'                => __( 'No properties found.', 'immo-wizards' ),
			'not_found_in_trash'       => __( 'No properties found in the trash.', 'immo-wizards' ),
			'all_items'                => __( 'All properties', 'immo-wizards' ),
			'archives'                 => __( 'Property archive', 'immo-wizards' ),
			'attributes'               => __( 'Property attributes', 'immo-wizards' ),
			'insert_into_item'         => __( 'Insert into property', 'immo-wizards' ),
			'uploaded_to_this_item'    => __( 'Uploaded to this property', 'immo-wizards' ),
			'featured_image'           => __( 'Title image', 'immo-wizards' ),
			'set_featured_image'       => __( 'Set title image', 'immo-wizards' ),
			'remove_featured_image'    => __( 'Remove title image', 'immo-wizards' ),
			'use_featured_image'       => __( 'Use as title image', 'immo-wizards' ),
			'filter_items_list'        => __( 'Filter properties list', 'immo-wizards' ),
			'filter_by_date'           => __( 'Filter by date', 'immo-wizards' ),
			'items_list_navigation'    => __( 'Properties list navigation', 'immo-wizards' ),
			'items_list'               => __( 'Properties list', 'immo-wizards' ),
			'item_published'           => __( 'Property published.', 'immo-wizards' ),
			'item_published_privately' => __( 'Property published privately.', 'immo-wizards' ),
			'item_reverted_to_draft'   => __( 'Property reverted to draft.', 'immo-wizards' ),
			'item_trashed'             => __( 'Property moved to the trash.', 'immo-wizards' ),
			'item_scheduled'           => __( 'Property scheduled.', 'immo-wizards' ),
			'item_updated'             => __( 'Property updated.', 'immo-wizards' ),
			'item_link'                => __( 'Property link', 'immo-wizards' ),
			'item_link_description'    => __( 'A link to a property.', 'immo-wizards' ),
		);
	}

	/**
	 * The list's notices after a bulk action on listings (filter `bulk_post_updated_messages`).
	 *
	 * @param array<string, array<string,string>> $messages Messages by post type.
	 * @param array<string, int>                  $counts   Affected posts by action.
	 * @return array<string, array<string,string>>
	 */
	public static function bulk_messages( array $messages, array $counts ): array {
		$count                       = static fn ( string $action ): int => (int) ( $counts[ $action ] ?? 0 );
		$messages[ Post_Type::NAME ] = array(
			/* translators: %s: number of listings */
			'updated'   => _n( '%s property updated.', '%s properties updated.', $count( 'updated' ), 'immo-wizards' ),
			/* translators: %s: number of listings */
			'locked'    => _n( '%s property not updated, somebody is editing it.', '%s properties not updated, somebody is editing them.', $count( 'locked' ), 'immo-wizards' ),
			/* translators: %s: number of listings */
			'deleted'   => _n( '%s property permanently deleted.', '%s properties permanently deleted.', $count( 'deleted' ), 'immo-wizards' ),
			/* translators: %s: number of listings */
			'trashed'   => _n( '%s property moved to the trash.', '%s properties moved to the trash.', $count( 'trashed' ), 'immo-wizards' ),
			/* translators: %s: number of listings */
			'untrashed' => _n( '%s property restored from the trash.', '%s properties restored from the trash.', $count( 'untrashed' ), 'immo-wizards' ),
		);
		return $messages;
	}
}
